import { mayHaveClerkSession } from '../../../src/auth/clerkSessionHint'

const PAGE = 'https://courses.example.com/course-list'

test.each([
  ['__client_uat=1700000000', PAGE],
  ['theme=dark; __client_uat_Xy12-ab=1700000000', PAGE],
  ['__session=eyJhbGciOi', PAGE],
  ['', `${PAGE}?__clerk_db_jwt=dvb_1`],
  ['', `${PAGE}#/sso-callback?__clerk_status=verified`],
])('Clerk may hold a session with cookies "%s" at %s', (cookie, href) => {
  expect(mayHaveClerkSession(cookie, href)).toBe(true)
})

test.each([
  ['', PAGE],
  ['__client_uat=0', PAGE],
  ['__client_uat_Xy12=0; theme=dark', PAGE],
  ['my__client_uat=17; x__session=1', PAGE],
  ['__client_uat=', `${PAGE}?q=__clerk_`],
])('a visitor with cookies "%s" at %s is signed out', (cookie, href) => {
  expect(mayHaveClerkSession(cookie, href)).toBe(false)
})
