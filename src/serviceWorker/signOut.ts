import { IMAGES_CACHE } from './publicAnswers'

/**
 * After a sign-out: drops the pictures the service worker kept while someone was signed in (their avatar,
 * an educator's students). The public course answers stay; nothing of a user is ever stored with them.
 */
export async function forgetSignedInPictures(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(IMAGES_CACHE).catch(() => false)
}
