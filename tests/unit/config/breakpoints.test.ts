import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import tailwindConfig from '../../../tailwind.config'
import { MD_UP_MEDIA_QUERY } from '../../../src/config/constants'

const read = (file: string) => readFileSync(file, 'utf8')

test("MD_UP_MEDIA_QUERY is Tailwind's md breakpoint, where the md: classes switch", () => {
  const theme = read(createRequire(import.meta.url).resolve('tailwindcss/theme.css'))
  const md = /--breakpoint-md:\s*([^;]+);/.exec(theme)?.[1]
  expect(md).toBeDefined()
  expect(MD_UP_MEDIA_QUERY).toBe(`(min-width: ${md})`)
  // Nor does the project move it.
  expect(tailwindConfig.theme).not.toHaveProperty('screens')
  expect(tailwindConfig.theme.extend).not.toHaveProperty('screens')
  expect(read('src/index.css')).not.toMatch(/--breakpoint/)
})
