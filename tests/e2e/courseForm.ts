import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Add Course's "+ Add Chapter", answering its name prompt. */
export async function addChapter(page: Page, title: string): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept(title))
  await page.getByRole('button', { name: '+ Add Chapter' }).click()
  await expect(page.getByRole('button', { name: `Remove chapter ${title}` })).toBeVisible()
}

/** Add Course's lecture modal, filled and added to `chapter`; the keyboard is back on the chapter's button after. */
export async function addLecture(
  page: Page,
  chapter: string,
  lecture: { title: string; minutes: number; url: string; free?: boolean },
): Promise<void> {
  const opener = page.getByRole('button', { name: `+ Add Lectures to chapter ${chapter}` })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Add Lecture' })
  await dialog.getByLabel('Lecture Title').fill(lecture.title)
  await dialog.getByLabel('Duration (minutes)').fill(String(lecture.minutes))
  await dialog.getByLabel('Lecture URL').fill(lecture.url)
  if (lecture.free) await dialog.getByLabel('Is Preview Free').check()
  await dialog.getByRole('button', { name: 'ADD' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}
