import { rm } from 'node:fs/promises'
import path from 'node:path'
import { defaultDataDir } from './app.ts'
import { parseWholeNumber, readFlag } from './cli.ts'
import { createDemoDatabase } from './demo/seed.ts'
import { serializeDatabase, writeFileAtomic } from './persistence.ts'

/*
 * `npm run local-api:reset [-- --courses 10000] [-- --sales 10000]`: replaces the data in LOCAL_API_DATA_DIR
 * (default ./.local-data) with fresh demo data, plus N generated courses for the catalogue benchmark and
 * N sales of the demo educator's courses over the last year for the educator insights.
 * Sign-ins, purchases, progress and uploads made since are gone.
 */

const MAX_EXTRA_COURSES = 100_000
const MAX_SALES = 100_000

async function main(): Promise<void> {
  const coursesFlag = readFlag(process.argv.slice(2), 'courses')
  const extraCourses = coursesFlag === undefined ? 0 : parseWholeNumber(coursesFlag, '--courses', 0, MAX_EXTRA_COURSES)
  const salesFlag = readFlag(process.argv.slice(2), 'sales')
  const sales = salesFlag === undefined ? 0 : parseWholeNumber(salesFlag, '--sales', 0, MAX_SALES)
  const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir()
  const started = Date.now()
  const database = createDemoDatabase({ extraCourses, sales })
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true })
  await writeFileAtomic(path.join(dataDir, 'db.json'), serializeDatabase(database))
  console.log(
    `Demo data restored in ${path.join(dataDir, 'db.json')}: ${database.courses.length} courses, ` +
      `${database.users.length} users, ${database.purchases.length} purchases (${Date.now() - started} ms).`,
  )
  console.log('Restart `npm run dev` or `npm run local-api` if it is running, so it loads the new data.')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
