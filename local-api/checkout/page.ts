/*
 * The test checkout's HTML: one small self-contained page (no scripts, no external resources) that
 * stands in for a hosted card checkout. Everything that comes from data is HTML-escaped.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f3f4f6}
main{width:100%;max-width:28rem;background:#fff;border:1px solid #d1d5db;border-radius:12px;padding:1.5rem;
  box-shadow:0 10px 25px rgba(17,24,39,.08)}
.badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .625rem;border-radius:999px;background:#fef3c7;color:#78350f;
  font-size:.8125rem;font-weight:600}
h1{margin:0 0 1rem;font-size:1.375rem;line-height:1.3}
dl{margin:0 0 1.25rem;display:grid;gap:.75rem}
dt{font-size:.875rem;color:#4b5563}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
label{display:block;font-weight:600;margin-bottom:.375rem}
input{width:100%;padding:.625rem .75rem;font:inherit;font-variant-numeric:tabular-nums;letter-spacing:.05em;
  border:1px solid #6b7280;border-radius:8px;color:#111827;background:#fff}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{margin:.5rem 0 0;font-size:.875rem;color:#4b5563}
.error{margin:0 0 1rem;padding:.75rem;border-radius:8px;border:1px solid #fecaca;background:#fef2f2;color:#991b1b;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.link{flex:1 1 8rem;min-height:2.75rem;padding:.625rem 1rem;font:inherit;font-weight:600;border-radius:8px;cursor:pointer;
  text-align:center;text-decoration:none}
.pay{border:1px solid #1d4ed8;background:#1d4ed8;color:#fff}
.pay:hover{background:#1e40af}
.cancel,.link{border:1px solid #374151;background:#fff;color:#111827}
.cancel:hover,.link:hover{background:#f3f4f6}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay:focus-visible{outline-color:#111827}
p{margin:0 0 1rem}
`

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="heading">
${body}
</main>
</body>
</html>
`
}

export type CheckoutPageProps = {
  sessionId: string
  courseTitle: string
  /** Already formatted with the currency symbol. */
  amount: string
  isDeclined: boolean
}

export function renderCheckoutPage({ sessionId, courseTitle, amount, isDeclined }: CheckoutPageProps): string {
  const alert = isDeclined ? '<p class="error" role="alert">Your card was declined.</p>' : ''
  const invalid = isDeclined ? ' aria-invalid="true" autofocus' : ''
  return layout(
    `Checkout: ${courseTitle}`,
    `<p class="badge">Test mode</p>
<h1 id="heading">Complete your purchase</h1>
<dl>
<div><dt>Course</dt><dd>${escapeHtml(courseTitle)}</dd></div>
<div><dt>Amount due</dt><dd class="amount">${escapeHtml(amount)}</dd></div>
</dl>
${alert}
<form method="post" action="/checkout/${encodeURIComponent(sessionId)}">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" type="text" autocomplete="cc-number" inputmode="numeric" maxlength="23" spellcheck="false" aria-describedby="card-hint"${invalid}>
<p class="hint" id="card-hint">Test checkout: pay with the card number 4242 4242 4242 4242. No real payment is made.</p>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  )
}

export type MessagePageProps = { heading: string; message: string; link?: { href: string; text: string } }

/** Error pages: unknown, expired or already-paid sessions. A link back to the app when we know where it is. */
export function renderMessagePage({ heading, message, link }: MessagePageProps): string {
  const action = link
    ? `<div class="actions"><a class="link" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></div>`
    : ''
  return layout(heading, `<h1 id="heading">${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>\n${action}`)
}
