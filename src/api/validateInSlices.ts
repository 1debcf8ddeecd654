import * as v from 'valibot'
import { yieldToMain } from '../lib/scheduling'
import { ApiError, MESSAGES } from './errors'

/** About 8 ms of validation on a desktop CPU, under 50 ms (a long task) on a slow phone. */
const SLICE = 1000

/**
 * Validates a long list from an answer a slice at a time, giving the main thread back between
 * slices: 10,000 catalogue courses took one 80–250 ms task (desktop to phone) when validated at once.
 * Any invalid item fails the whole answer, as a schema for the whole list would.
 */
export async function validateInSlices<S extends v.GenericSchema>(
  items: readonly unknown[],
  schema: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>[]> {
  const slice = v.array(schema)
  const output: v.InferOutput<S>[] = []
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) {
      await yieldToMain()
      if (signal?.aborted) throw new ApiError('canceled', '', undefined, { cause: signal.reason })
    }
    const result = v.safeParse(slice, items.slice(start, start + SLICE))
    if (!result.success) throw new ApiError('unexpected', MESSAGES.unexpected, undefined, { cause: result.issues })
    output.push(...result.output)
  }
  return output
}
