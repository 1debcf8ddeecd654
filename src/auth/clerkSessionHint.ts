/**
 * Whether this browser may hold a Clerk session, read without loading Clerk. Clerk keeps a
 * `__client_uat` cookie on the app's own domain (`__client_uat_<suffix>` in newer versions; `0` once
 * signed out) and comes back from an OAuth provider with `__clerk_…` parameters in the address. With
 * neither, the visitor is signed out, and the Clerk SDK can wait until they ask to sign in.
 */
export function mayHaveClerkSession(cookie: string, href: string): boolean {
  for (const part of cookie.split(';')) {
    const [name = '', value = ''] = part.trim().split('=', 2)
    if (/^__client_uat(?:_[\w-]+)?$/.test(name) && value !== '' && value !== '0') return true
    if (name === '__session' && value !== '') return true
  }
  return /[?#&]__clerk_/.test(href)
}
