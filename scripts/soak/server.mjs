// The soak run's own build and server (scripts/soak.mjs): a local-mode build, fresh demo data in the run's data
// folder, and `vite preview` with the local API mounted, on the run's port. Every child is started in its own
// process group and stopped by its id, whatever happens.
import { spawn } from 'node:child_process'
import { buildEnv } from '../buildModes.mjs'

const children = new Set()

/** Runs a command to its end, with a time limit; its output is printed only when it fails. */
export function runCommand(command, args, { env = {}, timeoutMs, cwd }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    children.add(child)
    let output = ''
    const keep = (chunk) => (output = (output + chunk).slice(-6000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const timer = setTimeout(() => {
      stopChild(child)
      reject(new Error(`${command} ${args.join(' ')} took more than ${timeoutMs / 1000} s:\n${output}`))
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      children.delete(child)
      reject(error)
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      children.delete(child)
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`))
    })
  })
}

/** `npx vite build` in local mode (the env scripts/buildModes.mjs names) into outDir. */
export function buildApp({ cwd, outDir, timeoutMs }) {
  return runCommand('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd,
    env: buildEnv('local'),
    timeoutMs,
  })
}

/** Fresh demo data in dataDir (`npx tsx local-api/reset.ts`). */
export function resetData({ cwd, dataDir, timeoutMs }) {
  return runCommand('npx', ['tsx', 'local-api/reset.ts'], { cwd, env: { LOCAL_API_DATA_DIR: dataDir }, timeoutMs })
}

/** Something already answering on the port would be driven instead of this build: refuse it. */
export async function assertPortFree(port) {
  const answered = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`Port ${port} is already in use: choose another with --port`)
}

/** Starts `vite preview` of outDir with the local API mounted, and waits until the catalogue answers. */
export async function startPreview({ cwd, outDir, port, dataDir, timeoutMs }) {
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd,
    env: { ...process.env, ...buildEnv('local'), LOCAL_API_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.add(child)
  child.output = ''
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-6000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.on('exit', () => children.delete(child))

  const url = `http://localhost:${port}/api/course/all`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`vite preview exited (${child.signalCode ?? child.exitCode}):\n${child.output}`)
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stopChild(child)
  throw new Error(`vite preview did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output}`)
}

/** Ends a child and its own children (its process group), by its id: SIGTERM, then SIGKILL if it lingers. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(killer)
      children.delete(child)
      resolve()
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
      setTimeout(done, 500)
    }, 3000)
    child.once('exit', done)
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      done()
    }
  })
}

/** Stops every child this run started and that is still running. */
export function stopAllChildren() {
  return Promise.all([...children].map(stopChild))
}

/** Last resort on exit: SIGKILL to whatever is left, synchronously. */
export function killAllChildrenNow() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  children.clear()
}
