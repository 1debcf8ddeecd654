/** Hands text to the browser as a file download (an object URL on a temporary link, released afterwards). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
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
