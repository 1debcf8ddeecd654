import 'react'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter
  interface HTMLAttributes<T> {
    /**
     * The Element Timing API's name for an element: the browser reports when it was first painted (a
     * PerformanceElementTiming entry), for real-user monitoring and `npm run bench`.
     */
    elementtiming?: string
  }
}
