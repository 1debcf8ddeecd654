import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import type { ReactNode } from 'react'
import { routes } from '../src/config/paths.ts'
import { Hero } from '../src/components/learner/Hero.tsx'

/*
 * The opening of each public screen whose first view needs no data, rendered by the app's own components
 * at build time (build/firstScreenPlugin.ts puts it into index.html). Only what the component renders
 * without any data or sign-in belongs here: the page swaps this copy for its live one on its first render,
 * and the two must look the same, or the swap would show as a jump.
 */
export type FirstScreen = { patterns: string[]; markup: string }

function staticMarkup(element: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
}

export function renderFirstScreens(): FirstScreen[] {
  return [{ patterns: [routes.home], markup: staticMarkup(<Hero />) }]
}
