import type { BrowserContext, Locator, Page, Request, TestInfo } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { addFailures } from '../fixtures/securityFigures'
import { installSentinel, pageHits, recordTestFigures, totalFailures, test } from '../fixtures/securityE2e'
import { ALLOWED_LINK_SCHEMES, XSS_PAYLOADS, type XssPayload } from '../fixtures/xss'
import { allowConsoleErrors, expect } from './fixtures'

/*
 * Rich text (docs/security-and-reliability.md#rich-text): every payload of our corpus is served as a course's
 * description (and title and educator name) and rendered by the real build in Chromium: the 200-character
 * preview, the full description and the course cards. Every element inside the description boxes is
 * hovered, focused and clicked. Counted: executions (the __hit sentinel), dialogs, page errors, form
 * controls and other forbidden elements inside the boxes, elements outside the boxes, links with a
 * forbidden scheme or without noopener, popups that keep window.opener, navigations off the app.
 *
 * The page's Content-Security-Policy is bypassed here: it is a second line of defence and would hide a
 * sanitiser failure. These figures measure the sanitiser alone; security-headers.spec.ts checks the CSP.
 *
 * The walks are split into tests of similar length, so the two workers share them. Nothing here waits for
 * a duration: each step waits for the state that proves the previous one is over (the course's answer
 * delivered and rendered, every image and frame in the boxes loaded or failed, every popup checked).
 */
test.use({ bypassCSP: true })

const BASE_COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const DESCRIPTION_CHUNKS = 6
const MAX_ELEMENTS_PER_BOX = 40
const TITLE_LENGTH = 1000
// The home page shows the first four courses of the catalogue ("Learn from the best").
const FEATURED_COUNT = 4
const HOME_CHUNKS = 3

type Course = Record<string, unknown> & { educator: Record<string, unknown> }

type Counts = Record<string, number>

/** Everything outside the app's own origin is answered locally: embeds get a stub page, the rest nothing. */
async function stubOutside(
  context: BrowserContext,
  page: Page,
  appOrigin: string,
  navigations: string[],
): Promise<void> {
  await context.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (/^(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)$/.test(url.hostname)) {
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>embedded player</p>' })
      }
      if (request.isNavigationRequest()) {
        // The app's own tab leaving for another site is an escape; a link's new tab is not.
        // A new tab's first request has no frame yet (Playwright throws): it is not the app's tab.
        let frame = null
        try {
          frame = request.frame()
        } catch {
          frame = null
        }
        if (frame === page.mainFrame()) navigations.push(request.url())
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>outside</p>' })
      }
      return route.fulfill({ status: 404, body: '' })
    },
  )
}

/** Serves /api/course/xss-{id} as the base course carrying payload `id` as description, title and educator name. */
async function servePayloadCourses(page: Page, base: Course): Promise<void> {
  await page.route('**/api/course/xss-*', async (route) => {
    const id = Number(new URL(route.request().url()).pathname.split('-').pop())
    const payload = XSS_PAYLOADS.find((candidate) => candidate.id === id)
    if (!payload) return route.fulfill({ status: 404, json: { success: false, message: 'Course not found' } })
    await route.fulfill({ json: { success: true, courseData: payloadCourse(base, payload) } })
  })
}

function payloadCourse(base: Course, payload: XssPayload): Course {
  return {
    ...base,
    _id: `xss-${payload.id}`,
    courseTitle: `Payload ${payload.id}: ${payload.html.slice(0, TITLE_LENGTH)}`,
    courseDescription: payload.html,
    educator: { ...base.educator, name: payload.html.slice(0, TITLE_LENGTH) },
  }
}

type BoxReport = {
  elements: number
  formControls: number
  forbidden: string[]
  outside: string[]
  handlers: number
  badLinks: string[]
  iframes: { src: string; sandbox: string | null }[]
  text: string
}

/** Inspects a description box as rendered: what is in it and whether it all stays inside. */
function inspectBox(box: Locator): Promise<BoxReport> {
  return box.evaluate(
    (root, allowedSchemes) => {
      const bounds = root.getBoundingClientRect()
      const elements = Array.from(root.querySelectorAll('*'))
      const describe = (element: Element) => `<${element.tagName.toLowerCase()}>`
      const outside = elements
        .filter((element) => {
          const rect = element.getBoundingClientRect()
          if (rect.width === 0 && rect.height === 0) return false
          return (
            rect.left < bounds.left - 1 ||
            rect.top < bounds.top - 1 ||
            rect.right > bounds.right + 1 ||
            rect.bottom > bounds.bottom + 1
          )
        })
        .map(describe)
      const forbiddenSelector =
        'script, style, link, meta, base, form, input, button, select, textarea, option, object, embed, svg, math, template, noscript, frame, frameset, video, audio, details, marquee, [contenteditable], [id], [name], [srcdoc]'
      const badLinks = Array.from(root.querySelectorAll('a[href]')).flatMap((anchor) => {
        const link = anchor as HTMLAnchorElement
        const problems: string[] = []
        if (!allowedSchemes.includes(link.protocol)) problems.push(`scheme ${link.protocol}`)
        if (link.target !== '_blank') problems.push(`target ${link.target || 'none'}`)
        if (!link.relList.contains('noopener')) problems.push('no noopener')
        return problems.map((problem) => `${problem} (${link.getAttribute('href')?.slice(0, 60)})`)
      })
      return {
        elements: elements.length,
        formControls: root.querySelectorAll('form, input, button, select, textarea').length,
        forbidden: Array.from(root.querySelectorAll(forbiddenSelector)).map(describe),
        outside,
        handlers: elements.filter((element) => Array.from(element.attributes).some((a) => /^on/i.test(a.name))).length,
        badLinks,
        iframes: Array.from(root.querySelectorAll('iframe')).map((frame) => ({
          src: frame.getAttribute('src') ?? '',
          sandbox: frame.getAttribute('sandbox'),
        })),
        text: root.textContent ?? '',
      }
    },
    [...ALLOWED_LINK_SCHEMES] as string[],
  )
}

/** The link schemes whose links open a real tab when a positive control lets them (the others leave the browser). */
const TAB_SCHEMES = ['http:', 'https:']

/**
 * Hovers, focuses and clicks every element inside a box, as a curious visitor would: each element is
 * scrolled to the middle of the window and focused, then the mouse moves onto it and clicks it. Returns
 * how many of those clicks landed on a link that opens a new tab (positive controls only, see holdSafeLinks).
 */
async function touchEverything(page: Page, box: Locator): Promise<number> {
  const count = Math.min(MAX_ELEMENTS_PER_BOX, await box.evaluate((root) => root.querySelectorAll('*').length))
  // The tabs the clicks should open are counted where they land, as they land: a frame loading between choosing a
  // point and clicking it can move a link away from under the pointer.
  await page.evaluate((tabSchemes) => {
    const state = window as Window & { __letLinksOpen?: boolean; __tabsExpected?: number; __tabsCounted?: boolean }
    state.__tabsExpected = 0
    // Once per document: the next box on the same page reuses the listener.
    if (state.__tabsCounted) return
    state.__tabsCounted = true
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('.rich-text a[href]') as HTMLAnchorElement | null
        const opensTab =
          state.__letLinksOpen === true &&
          link !== null &&
          link.target === '_blank' &&
          tabSchemes.includes(link.protocol)
        if (opensTab) state.__tabsExpected = (state.__tabsExpected ?? 0) + 1
      },
      { capture: true },
    )
  }, TAB_SCHEMES)
  for (let index = 0; index < count; index++) {
    const point = await box.evaluate((root, at) => {
      const element = root.querySelectorAll('*')[at] as HTMLElement | undefined
      if (!element) return null
      element.scrollIntoView({ block: 'center' })
      element.focus?.()
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) return null
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
    }, index)
    if (!point) continue
    // A click starts by moving the mouse there: the element is hovered first.
    await page.mouse.click(point.x, point.y)
  }
  return page.evaluate(() => (window as Window & { __tabsExpected?: number }).__tabsExpected ?? 0)
}

/**
 * Resolves once every image in the description boxes has loaded or failed (so an onerror or onload left
 * behind has had its event), and every frame on the page has loaded.
 */
async function mediaSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = Array.from(document.querySelectorAll<HTMLImageElement>('.rich-text img')).filter(
      // A lazy image out of view never loads, and so never fires anything either.
      (image) => !image.complete && image.loading !== 'lazy',
    )
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true })
            image.addEventListener('error', resolve, { once: true })
          }),
      ),
    )
  })
  for (const frame of page.mainFrame().childFrames()) await frame.waitForLoadState('load')
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Clicking a link with an allowed scheme would open a new tab per link, which is slow and proves
 * nothing the static check does not (scheme, target=_blank, noopener). Those clicks are stopped before
 * the browser follows them; anything else (a javascript: link that slipped through) still runs, and the
 * link's own handlers still fire. The positive-control payloads let their web links open, to check
 * noopener on real tabs (mailto:, tel: and sms: links would only hand over to another program).
 */
async function holdSafeLinks(page: Page): Promise<void> {
  await page.addInitScript(
    ([schemes, tabSchemes]) => {
      window.addEventListener(
        'click',
        (event) => {
          const target = event.target instanceof Element ? event.target : null
          const link = target?.closest('.rich-text a[href]') as HTMLAnchorElement | null
          if (!link) return
          const letOpen = (window as Window & { __letLinksOpen?: boolean }).__letLinksOpen === true
          if (letOpen && tabSchemes.includes(link.protocol)) return
          if (schemes.includes(link.protocol)) event.preventDefault()
        },
        true,
      )
    },
    [[...ALLOWED_LINK_SCHEMES] as string[], TAB_SCHEMES] as const,
  )
}

/** Settles when the request for `path` has been answered in full; fails when it failed. */
function answered(page: Page, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const matches = (request: Request) => new URL(request.url()).pathname === path
    const finished = (request: Request) => {
      if (!matches(request)) return
      stop()
      resolve()
    }
    const failed = (request: Request) => {
      if (!matches(request)) return
      stop()
      reject(new Error(`${path} failed: ${request.failure()?.errorText}`))
    }
    const stop = () => {
      page.off('requestfinished', finished)
      page.off('requestfailed', failed)
    }
    page.on('requestfinished', finished)
    page.on('requestfailed', failed)
  })
}

/**
 * Opens payload's course page, and waits until its answer has arrived and is on screen. The first payload
 * of a test loads the app; the others go there inside the running app (the router follows popstate), as
 * a visitor clicking from course to course would.
 */
async function openPayloadPage(page: Page, payload: XssPayload): Promise<void> {
  const path = `/course/xss-${payload.id}`
  const letLinksOpen = payload.category === 'allowed'
  const go = async () => {
    if (!page.url().startsWith('http')) await page.goto(path)
    await page.evaluate(
      ([target, letOpen, navigate]) => {
        ;(window as Window & { __letLinksOpen?: boolean }).__letLinksOpen = letOpen
        if (!navigate) return
        window.history.pushState({}, '', target)
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }))
      },
      [path, letLinksOpen, !page.url().endsWith(path)] as const,
    )
  }
  // The answer first (5 MB for one payload), then its rendering.
  await Promise.all([answered(page, `/api/course/xss-${payload.id}`), go()])
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Payload ${payload.id}:`)
}

/** The counts that must all be zero for one payload on the course screen. */
async function checkDescription(page: Page, payload: XssPayload, appOrigin: string, watch: Watch): Promise<Counts> {
  await openPayloadPage(page, payload)
  const preview = page.locator('header .rich-text')
  const full = page.getByRole('region', { name: 'Course Description' }).locator('.rich-text')
  // Images and frames inside the boxes load (or fail) and fire what they would fire.
  await mediaSettled(page)

  const counts = { formControls: 0, forbidden: 0, outside: 0, handlers: 0, badLinks: 0 }
  const reports: Record<string, BoxReport> = {}
  for (const [name, box] of [
    ['preview', preview],
    ['full', full],
  ] as const) {
    const popupsBefore = watch.popups
    const tabs = await touchEverything(page, box)
    // Every tab those clicks opened is announced before it is checked.
    await expect.poll(() => watch.popups - popupsBefore, `${name}: tabs opened by links`).toBeGreaterThanOrEqual(tabs)
    const report = await inspectBox(box)
    reports[name] = report
    counts.formControls += report.formControls
    counts.forbidden += report.forbidden.length
    counts.outside += report.outside.length
    counts.handlers += report.handlers
    counts.badLinks += report.badLinks.length
  }
  // The tabs the clicks opened are checked (window.opener) and closed before the next payload.
  await watch.popupsChecked()
  const previewText = reports.preview?.text ?? ''
  // Frames kept in the full description must be allowlisted embeds, sandboxed.
  const frames = reports.full?.iframes ?? []
  const unsafeFrames = frames.filter(
    (frame) =>
      !/^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(frame.src) ||
      frame.sandbox !== 'allow-scripts allow-same-origin allow-presentation',
  ).length
  const leftPage = new URL(page.url()).origin !== appOrigin || !page.url().endsWith(`/course/xss-${payload.id}`)

  const problems = Object.entries(reports).flatMap(([name, report]) => [
    ...report.forbidden.map((tag) => `${name}: forbidden ${tag}`),
    ...report.outside.map((tag) => `${name}: outside ${tag}`),
    ...report.badLinks.map((link) => `${name}: link ${link}`),
  ])
  if (problems.length > 0) console.log(`payload ${payload.id} (${payload.name}):`, problems.join('; '))
  return {
    ...counts,
    longPreview: Array.from(previewText.trim()).length > 201 ? 1 : 0,
    loneSurrogates: LONE_SURROGATE.test(previewText) ? 1 : 0,
    unsafeFrames,
    missingEmbeds: payload.embed && !frames.some((frame) => frame.src === payload.embed) ? 1 : 0,
    leftPage: leftPage ? 1 : 0,
  }
}

type Watch = {
  dialogs: number
  pageErrors: string[]
  popupsWithOpener: number
  popups: number
  /** Popups whose window.opener could not be read (they closed or crashed before it was). */
  popupsUnchecked: number
  offOrigin: string[]
  /** Resolves once every popup opened so far has been checked and closed. */
  popupsChecked: () => Promise<void>
}

/** Watches the whole context: dialogs, page errors, popups (and whether they can reach back to us). */
function watchContext(context: BrowserContext, page: Page, appOrigin: string, navigations: string[]): Watch {
  const checks: Promise<void>[] = []
  const watch: Watch = {
    dialogs: 0,
    pageErrors: [],
    popupsWithOpener: 0,
    popups: 0,
    popupsUnchecked: 0,
    offOrigin: navigations,
    popupsChecked: async () => {
      await Promise.all(checks)
    },
  }
  context.on('dialog', (dialog) => {
    watch.dialogs += 1
    void dialog.dismiss().catch((error: unknown) => {
      // Dismissed already: the page that showed it closed. Still counted above.
      watch.pageErrors.push(`dialog could not be dismissed: ${String(error).slice(0, 100)}`)
    })
  })
  page.on('pageerror', (error) => {
    watch.pageErrors.push(error.message)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== appOrigin) navigations.push(frame.url())
  })
  context.on('page', (popup) => {
    if (popup === page) return
    watch.popups += 1
    popup.on('pageerror', (error) => {
      watch.pageErrors.push(`popup: ${error.message}`)
    })
    checks.push(
      popup
        .evaluate(() => window.opener !== null)
        .then(
          (hasOpener) => {
            if (hasOpener) watch.popupsWithOpener += 1
          },
          (error: unknown) => {
            watch.popupsUnchecked += 1
            console.log(`a popup could not be checked: ${String(error).slice(0, 200)}`)
          },
        )
        .then(() => popup.close()),
    )
  })
  return watch
}

type HostilePage = { appOrigin: string; base: Course; beaconHits: () => number[]; watch: Watch }

/**
 * How every walk here starts: a still page, the sentinel, the outside world stubbed, watchers on everything a payload
 * could set off, and the real course the payload courses are made from. Reduced motion keeps the page still (no
 * fade-up, instant scrolling), so an element is hovered or clicked where it was measured: a busy machine once
 * clicked the footer below a box that was still moving.
 */
async function prepareHostilePage(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<HostilePage> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const appOrigin = new URL(baseURL ?? '').origin
  // Relative sources such as src="x" resolve on the app, which answers them with its HTML page.
  allowConsoleErrors(page, /Failed to load resource/)
  const navigations: string[] = []
  const beaconHits = await installSentinel(context, appOrigin)
  await stubOutside(context, page, appOrigin, navigations)
  const watch = watchContext(context, page, appOrigin, navigations)
  const answer = await page.request.get(`/api/course/${BASE_COURSE_ID}`)
  const base = ((await answer.json()) as { courseData: Course }).courseData
  return { appOrigin, base, beaconHits, watch }
}

/** Splits `items` into at most `parts` runs, in order, of nearly equal total `weight`. */
function split<T>(items: readonly T[], parts: number, weight: (item: T) => number = () => 1): T[][] {
  const total = items.reduce((sum, item) => sum + weight(item), 0)
  const runs: T[][] = [[]]
  let done = 0
  for (const item of items) {
    // A new run starts once the runs so far hold their share of the weight.
    if (done >= (total / parts) * runs.length && runs.length < parts) runs.push([])
    runs.at(-1)?.push(item)
    done += weight(item)
  }
  return runs.filter((run) => run.length > 0)
}

/**
 * What a payload costs on the course screen, in ordinary payloads: the 5 MB one is sent, parsed and sanitised,
 * and the positive controls keep embeds (and open real tabs for their links).
 */
const descriptionCost = (payload: XssPayload) =>
  1 + (payload.html.length > 100_000 ? 10 : 0) + (payload.category === 'allowed' ? 3 : 0)

for (const payloads of split(XSS_PAYLOADS, DESCRIPTION_CHUNKS, descriptionCost)) {
  test(`course descriptions: payloads ${payloads[0]?.id}-${payloads.at(-1)?.id} execute nothing and stay in their box`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { appOrigin, base, beaconHits, watch } = await prepareHostilePage(page, context, baseURL)
    await holdSafeLinks(page)
    await servePayloadCourses(page, base)

    const failures: Counts = {}
    const hits = new Set<number>()
    const broken: string[] = []
    for (const payload of payloads) {
      const started = Date.now()
      try {
        addFailures(failures, await checkDescription(page, payload, appOrigin, watch))
      } catch (error) {
        // The payload broke the page (took the tab away, froze it, kept its course from showing): a
        // failure. The next payload starts on a freshly loaded app.
        broken.push(`payload ${payload.id} (${payload.name}): ${String(error).slice(0, 300)}`)
        addFailures(failures, { brokePage: 1 })
        for (const hit of await pageHits(page)) hits.add(hit)
        await page.goto('/about')
      }
      if (process.env.XSS_TIMING) console.log(`payload ${payload.id}: ${Date.now() - started} ms`)
    }
    for (const hit of await pageHits(page)) hits.add(hit)
    await watch.popupsChecked()
    for (const hit of beaconHits()) hits.add(hit)

    addFailures(failures, {
      executions: hits.size,
      dialogs: watch.dialogs,
      pageErrors: watch.pageErrors.length,
      popupsWithOpener: watch.popupsWithOpener,
      popupsUnchecked: watch.popupsUnchecked,
      navigationsOffApp: watch.offOrigin.length,
    })
    recordTestFigures(testInfo, {
      row: 'xss',
      // Each payload is rendered twice here: the 200-character preview and the full description.
      tried: payloads.length * 2,
      failures,
      counts: { payloads: payloads.length, popups: watch.popups },
    })
    expect({
      failures,
      hits: [...hits],
      navigations: watch.offOrigin,
      pageErrors: watch.pageErrors,
      broken,
    }).toEqual({
      failures: Object.fromEntries(Object.keys(failures).map((key) => [key, 0])),
      hits: [],
      navigations: [],
      pageErrors: [],
      broken: [],
    })
    expect(totalFailures(failures)).toBe(0)
  })
}

/** Answers the catalogue with one course per payload of `current()`: title and educator name carry the payload. */
async function serveCatalogue(page: Page, base: Course, current: () => readonly XssPayload[]): Promise<void> {
  await page.route('**/api/course/all', (route) =>
    route.fulfill({
      json: {
        success: true,
        courses: current().map((payload) => {
          const { courseContent: _content, enrolledStudents: _students, ...summary } = payloadCourse(base, payload)
          return { ...summary, courseTitle: payload.html.slice(0, TITLE_LENGTH) }
        }),
      },
    }),
  )
}

/** Cards render titles and names as text: nothing inside them may be an element, and the text is literal. */
async function checkCards(cards: Locator, payloads: readonly XssPayload[]): Promise<Counts> {
  const found = await cards.evaluateAll((items) =>
    items.map((card) => {
      const title = card.querySelector('h3')
      const educator = title?.nextElementSibling
      return {
        title: title?.textContent ?? '',
        titleElements: title?.childElementCount ?? -1,
        educatorElements: educator?.tagName === 'P' ? educator.childElementCount : 0,
        // (The rating stars are the app's own svg icons; the card's one pressable button is its own save toggle.)
        unexpected:
          card.querySelectorAll(
            'script, style, iframe, form, input, button:not([aria-pressed]), object, embed, [onerror], [onload]',
          ).length + Math.max(0, card.querySelectorAll('button[aria-pressed]').length - 1),
      }
    }),
  )
  const counts = { injectedElements: 0, alteredText: 0, missingCards: Math.max(0, payloads.length - found.length) }
  found.forEach((card, index) => {
    counts.injectedElements += Math.max(0, card.titleElements) + card.educatorElements + card.unexpected
    const payload = payloads[index]
    if (payload && card.title !== payload.html.slice(0, TITLE_LENGTH)) counts.alteredText += 1
  })
  return counts
}

/** Moves the mouse onto each card in turn (a hover over text a payload could have turned into markup). */
async function hoverEach(page: Page, cards: Locator): Promise<void> {
  const centres = await cards.evaluateAll((items) => {
    items[0]?.scrollIntoView({ block: 'center' })
    return items.map((card) => {
      const rect = card.getBoundingClientRect()
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
    })
  })
  for (const centre of centres) await page.mouse.move(centre.x, centre.y)
}

/** The figures and expectations every card test ends with. */
async function finishCardTest(
  testInfo: TestInfo,
  page: Page,
  hostile: HostilePage,
  failures: Counts,
  payloads: readonly XssPayload[],
  earlierHits: Iterable<number> = [],
): Promise<void> {
  const hits = new Set([...earlierHits, ...(await pageHits(page)), ...hostile.beaconHits()])
  addFailures(failures, {
    executions: hits.size,
    dialogs: hostile.watch.dialogs,
    pageErrors: hostile.watch.pageErrors.length,
    navigationsOffApp: hostile.watch.offOrigin.length,
  })
  recordTestFigures(testInfo, { row: 'xss', tried: payloads.length, failures, counts: { payloads: payloads.length } })
  expect({ failures, hits: [...hits] }).toEqual({
    failures: Object.fromEntries(Object.keys(failures).map((key) => [key, 0])),
    hits: [],
  })
}

test('course cards on /course-list show every payload as text and execute nothing', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const hostile = await prepareHostilePage(page, context, baseURL)
  await serveCatalogue(page, hostile.base, () => XSS_PAYLOADS)
  const failures: Counts = {}

  // All payloads, one page of cards after another: the grid adds the next page as its end scrolls into view.
  await page.goto('/course-list', { waitUntil: 'commit' })
  const cards = page.getByRole('list', { name: 'Courses' }).getByTestId('course-card')
  await expect(cards).not.toHaveCount(0)
  for (let shown = await cards.count(); shown < XSS_PAYLOADS.length; shown = await cards.count()) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(cards).not.toHaveCount(shown)
  }
  await expect(cards).toHaveCount(XSS_PAYLOADS.length)
  addFailures(failures, await checkCards(cards, XSS_PAYLOADS))
  await finishCardTest(testInfo, page, hostile, failures, XSS_PAYLOADS)
})

// Home, "Learn from the best": the first four of the catalogue, so four payloads per visit.
const HOME_VISITS = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / FEATURED_COUNT) }, (_, visit) =>
  XSS_PAYLOADS.slice(visit * FEATURED_COUNT, (visit + 1) * FEATURED_COUNT),
)

for (const visits of split(HOME_VISITS, HOME_CHUNKS)) {
  const payloads = visits.flat()
  test(`course cards on the home page: payloads ${payloads[0]?.id}-${payloads.at(-1)?.id} show as text and execute nothing`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const hostile = await prepareHostilePage(page, context, baseURL)
    let current: readonly XssPayload[] = []
    await serveCatalogue(page, hostile.base, () => current)
    const featured = page.getByRole('list', { name: 'Featured courses' }).getByTestId('course-card')
    const failures: Counts = {}
    const hits = new Set<number>()
    for (const group of visits) {
      const started = Date.now()
      current = group
      // A fresh app for every visit: the catalogue is read once, when the app starts. The wait is for the
      // cards, not for the page's images.
      await page.goto('/', { waitUntil: 'commit' })
      await expect(featured).toHaveCount(group.length)
      await hoverEach(page, featured)
      addFailures(failures, await checkCards(featured, group))
      // The sentinel's hits live in this document: read them before the next visit replaces it.
      for (const hit of await pageHits(page)) hits.add(hit)
      if (process.env.XSS_TIMING) console.log(`home visit ${group[0]?.id}: ${Date.now() - started} ms`)
    }
    await finishCardTest(testInfo, page, hostile, failures, payloads, hits)
  })
}

test('the corpus has at least 60 payloads and covers every hostile category', () => {
  const categories = new Set(XSS_PAYLOADS.map((payload) => payload.category))
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60)
  for (const category of [
    'event-handler',
    'url-scheme',
    'container',
    'mxss',
    'css-redress',
    'dom-clobbering',
    'truncation',
    'quill',
  ]) {
    expect(categories).toContain(category)
  }
})
