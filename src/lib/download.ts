/**
 * Hands a file to the browser as a download: an object URL on a temporary link, released afterwards. Every file
 * the app makes for saving goes through here.
 */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: Chromium reads the blob when the click is handled, not synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
