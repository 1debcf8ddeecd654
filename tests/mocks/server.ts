import { setupServer } from 'msw/node'

/** One MSW server for every unit and integration test; tests add handlers with server.use(). */
export const server = setupServer()
