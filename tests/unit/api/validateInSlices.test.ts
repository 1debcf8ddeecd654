import * as v from 'valibot'
import { validateInSlices } from '../../../src/api/validateInSlices'
import { ApiError } from '../../../src/api/errors'

const item = v.object({ id: v.number() })
const items = (count: number) => Array.from({ length: count }, (_, id) => ({ id }))

/** True when a task queued before the call ran before the validation finished (the thread was given back). */
async function gaveThreadBack(run: () => Promise<unknown>): Promise<boolean> {
  let otherTaskRan = false
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    otherTaskRan = true
    channel.port1.close()
  }
  channel.port2.postMessage(null)
  await run()
  const ranBeforeDone = otherTaskRan
  channel.port1.close()
  return ranBeforeDone
}

test('a long list comes back whole and in order, and other work runs between its slices', async () => {
  let output: { id: number }[] = []
  const yielded = await gaveThreadBack(async () => {
    output = await validateInSlices(items(2500), item)
  })
  expect(output).toEqual(items(2500))
  expect(yielded).toBe(true)
})

test('a short list is validated in one go', async () => {
  const yielded = await gaveThreadBack(() => validateInSlices(items(20), item))
  expect(yielded).toBe(false)
})

test('one invalid item in a later slice fails the whole answer with the usual message', async () => {
  const list: unknown[] = items(2500)
  list[2100] = { id: 'two thousand one hundred' }
  await expect(validateInSlices(list, item)).rejects.toMatchObject({
    kind: 'unexpected',
    message: 'The server sent an unexpected response.',
  })
})

test('a request aborted while its list is being validated stops as canceled', async () => {
  const controller = new AbortController()
  const validation = validateInSlices(items(3000), item, controller.signal)
  controller.abort()
  const error = await validation.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ kind: 'canceled' })
})
