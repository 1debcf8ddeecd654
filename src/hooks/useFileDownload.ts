import { useEffect, useRef, useState } from 'react'
import { downloadFile } from '../lib/download'
import { notify } from '../lib/notify'

/** A file made in the browser, ready to be saved. */
export type MadeFile = { fileName: string; blob: Blob }

/**
 * A button that makes a file and saves it ("Export CSV", "Download PDF"). `make` loads what it needs (lazily, so
 * the screen does not carry it) and returns the file, which is then downloaded. While it runs, `isMaking` is true
 * and further presses are ignored; a failure toasts `failureMessage` and the button can be pressed again.
 */
export function useFileDownload(make: () => Promise<MadeFile>, failureMessage: string) {
  const [isMaking, setIsMaking] = useState(false)
  // A burst of presses lands before React re-renders the button as disabled: a latch stops the second one.
  const latch = useRef(false)
  const isMounted = useRef(false)
  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])

  async function makeAndSave() {
    try {
      const { fileName, blob } = await make()
      downloadFile(fileName, blob)
    } catch {
      notify.error(failureMessage)
    } finally {
      latch.current = false
      if (isMounted.current) setIsMaking(false)
    }
  }

  function download() {
    if (latch.current) return
    latch.current = true
    setIsMaking(true)
    void makeAndSave()
  }

  return { isMaking, download }
}
