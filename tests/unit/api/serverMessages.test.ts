import { expect, test } from 'vitest'
import { readAnswer } from '../../../src/api/client'
import { serverMessage } from '../../../src/api/serverMessages'
import { activateHindi } from '../../utils/hindi'
import * as v from 'valibot'

// The API's fixed answers, as its routes write them.
const FIXED_ANSWERS = [
  'Not authorized. Please sign in.',
  'Unauthorized Access',
  'Course not found',
  'You are already enrolled in this course',
  'Lecture Already Completed',
  'Progress Updated',
  'Rating added',
  'Rating updated',
  'Course Added',
  'Thumbnail Not Attached',
  'Role updated to educator',
  'You are already an educator',
]

test.each(FIXED_ANSWERS)('in English, "%s" reads exactly as the server wrote it', (text) => {
  expect(serverMessage(text)).toBe(text)
})

test.each(FIXED_ANSWERS)('in Hindi, "%s" is written in Devanagari', async (text) => {
  await activateHindi()
  const hindi = serverMessage(text)
  expect(hindi).not.toBe(text)
  expect(hindi).toMatch(/[\u0900-\u097F]/)
})

test('another wording of the same letters is recognised; a sentence the app does not know stays as written', async () => {
  await activateHindi()
  expect(serverMessage('COURSE NOT FOUND')).toBe(serverMessage('Course not found'))
  expect(serverMessage('courseTitle is required')).toBe('courseTitle is required')
})

test("a refusal's fixed message reaches the error in Hindi", async () => {
  await activateHindi()
  const error = readAnswer({ status: 200, data: { success: false, message: ' Course  not found ' } }, v.object({}))
  expect(error).toBeInstanceOf(Error)
  expect((error as Error).message).toBe(serverMessage('Course not found'))
  expect((error as Error).message).toMatch(/[\u0900-\u097F]/)
})
