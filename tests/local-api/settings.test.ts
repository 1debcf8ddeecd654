// @vitest-environment node
import { canonicalAddress, readAccessSettings } from '../../local-api/settings.ts'
import { readServerOptions } from '../../local-api/standalone.ts'

test('with no settings there are no extra app origins or host names', () => {
  expect(readAccessSettings({})).toEqual({ appOrigins: [], allowedHosts: [], allowedClients: [] })
  expect(
    readAccessSettings({ LOCAL_API_APP_ORIGINS: ' ', LOCAL_API_ALLOWED_HOSTS: '', LOCAL_API_ALLOWED_CLIENTS: ' , ' }),
  ).toEqual({ appOrigins: [], allowedHosts: [], allowedClients: [] })
})

test('app origins are read from a comma-separated list and normalised', () => {
  const settings = readAccessSettings({
    LOCAL_API_APP_ORIGINS: 'https://App.Example, http://192.168.1.20:5173/ ,,http://devbox.lan:80',
  })
  expect(settings.appOrigins).toEqual(['https://app.example', 'http://192.168.1.20:5173', 'http://devbox.lan'])
})

test.each(['app.example', 'https://app.example/path', 'ftp://files.example', 'javascript:alert(1)', 'null'])(
  'an app origin "%s" is refused with a message naming the setting',
  (value) => {
    expect(() => readAccessSettings({ LOCAL_API_APP_ORIGINS: `http://localhost:3000,${value}` })).toThrow(
      `LOCAL_API_APP_ORIGINS: "${value}" is not an origin such as http://localhost:3000`,
    )
  },
)

test('allowed host names are read from a comma-separated list, lower-cased', () => {
  expect(readAccessSettings({ LOCAL_API_ALLOWED_HOSTS: 'DevBox.lan, 192.168.1.20 ,[::2]' }).allowedHosts).toEqual([
    'devbox.lan',
    '192.168.1.20',
    '[::2]',
  ])
})

test.each(['devbox.lan:8787', 'http://devbox.lan', 'dev box', '*.example'])(
  'an allowed host "%s" is refused with a message naming the setting',
  (value) => {
    expect(() => readAccessSettings({ LOCAL_API_ALLOWED_HOSTS: value })).toThrow(
      `LOCAL_API_ALLOWED_HOSTS: "${value}" is not a host name such as devbox.lan (no scheme, port or path)`,
    )
  },
)

test('allowed clients are IP addresses, read from a comma-separated list in one spelling', () => {
  const settings = readAccessSettings({
    LOCAL_API_ALLOWED_CLIENTS: '192.168.1.30, [FD00::0:2] ,::ffff:10.0.0.7,,fe80::1%eth0',
  })
  expect(settings.allowedClients).toEqual(['192.168.1.30', 'fd00::2', '10.0.0.7', 'fe80::1'])
})

test.each(['phone.lan', '192.168.1.30:5173', '192.168.1.0/24', 'http://192.168.1.30', '192.168.1.*'])(
  'an allowed client "%s" is refused with a message naming the setting',
  (value) => {
    expect(() => readAccessSettings({ LOCAL_API_ALLOWED_CLIENTS: value })).toThrow(
      `LOCAL_API_ALLOWED_CLIENTS: "${value}" is not an IP address such as 192.168.1.30 (no host name, port or range)`,
    )
  },
)

test.each([
  ['::ffff:127.0.0.1', '127.0.0.1'],
  ['::FFFF:C000:0202', '192.0.2.2'],
  ['[0:0:0:0:0:0:0:1]', '::1'],
  ['fe80::1%eth0', 'fe80::1'],
  ['192.0.2.2', '192.0.2.2'],
])('the address %s is compared as %s', (address, expected) => {
  expect(canonicalAddress(address)).toBe(expected)
})

test('the standalone server listens on 127.0.0.1:8787 with no settings, and says nothing alarming', () => {
  expect(readServerOptions([], {})).toEqual({ port: 8787, hostname: '127.0.0.1', warning: null })
  // HOST is set by some shells and containers; it must not move the server onto a network by accident.
  expect(readServerOptions([], { HOST: '0.0.0.0' }).hostname).toBe('127.0.0.1')
  expect(readServerOptions(['--port', '9000'], { PORT: '7000' }).port).toBe(9000)
  expect(readServerOptions([], { PORT: '7000' }).port).toBe(7000)
})

test.each([
  [['--host', 'localhost'], {}],
  [['--host=::1'], {}],
  [[], { LOCAL_API_HOST: '127.0.0.5' }],
])('binding to a loopback address (%j %j) needs no warning', (args, env) => {
  expect(readServerOptions(args, env).warning).toBeNull()
})

test.each([
  [['--host', '0.0.0.0'], {}, '0.0.0.0'],
  [['--host=192.168.1.20'], {}, '192.168.1.20'],
  [[], { LOCAL_API_HOST: '::' }, '::'],
])('binding to another address (%j %j) warns that anyone who can reach it can sign in as anyone', (args, env, host) => {
  const options = readServerOptions(args, env)
  expect(options.hostname).toBe(host)
  expect(options.warning).toContain(`listening on ${host}, so other machines can reach it`)
  expect(options.warning).toContain('can sign in as anyone')
  expect(options.warning).toContain('development tool')
  expect(options.warning).toContain('LOCAL_API_ALLOWED_HOSTS')
  expect(options.warning).toContain('LOCAL_API_ALLOWED_CLIENTS')
})
