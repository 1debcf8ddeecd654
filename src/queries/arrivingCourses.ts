import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { Course } from '../api/types'
import { ARRIVING_COURSES_PUBLISH_MS, COURSE_GRID_PAGE_SIZE, FIRST_RENDER_CARD_COUNT } from '../config/constants'
import { yieldToMain } from '../lib/scheduling'

/*
 * The catalogue's courses as they stream in, before the whole answer is here (docs/data-flow.md#the-catalogue-as-it-streams-in).
 * The catalogue query feeds this while it has no catalogue yet; lists that can show part of the catalogue read it
 * until the query has the whole one. After a failure partway the courses that arrived stay (the lists keep them
 * under a notice); an answer in which the API said no keeps nothing.
 */

type Listener = () => void

class ArrivingCoursesStore {
  private snapshot: readonly Course[] | null = null
  private latest: readonly Course[] = []
  // The turn (or timer) of the publication under way, if one is: a settled or restarted answer makes it a no-op.
  private pending: number | ReturnType<typeof setTimeout> | null = null
  private turns = 0
  private lastPublishedAt = 0
  private readonly listeners = new Set<Listener>()

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.snapshot

  /** More courses arrived (the whole list so far): shown in a task of their own, then at most every few frames. */
  arrive(courses: readonly Course[]): void {
    this.latest = courses
    if (this.pending !== null) return
    const wait = this.lastPublishedAt + ARRIVING_COURSES_PUBLISH_MS - performance.now()
    if (wait <= 0) return this.publishInTurn()
    const timer = setTimeout(() => {
      if (this.pending === timer) this.publishInTurn()
    }, wait)
    this.pending = timer
  }

  /**
   * Drawn apart from the reading that brought them (together they made one task of 50 to 80 ms when the first page
   * of cards was drawn), taking its turn as the reading does between pieces (yieldToMain): a timer would wait behind
   * every piece of an answer that is all here already, and the first cards with it.
   */
  private publishInTurn(): void {
    const turn = ++this.turns
    this.pending = turn
    void yieldToMain().then(() => {
      if (this.pending === turn) this.publish()
    })
  }

  /** The answer ended: complete (the catalogue takes over), stopped partway, or refused by the API. */
  settle(outcome: 'complete' | 'stopped' | 'refused'): void {
    this.cancelPending()
    // Stopped partway: everything that arrived, at once (no row-by-row turns after the answer has ended).
    if (outcome === 'stopped' && this.wouldGrow()) this.set(this.latest.slice())
    else if (outcome === 'refused') this.set(null)
    // A complete answer's courses are kept as they are: the lists read them only while the catalogue has no
    // answer, and the answer about to arrive replaces them in the render that brings it, with no empty frame.
    this.latest = []
  }

  /** A new answer starts: what is shown stays until it has brought more (it starts with the same courses). */
  restart(): void {
    this.cancelPending()
    this.latest = []
  }

  private publish(): void {
    this.pending = null
    this.lastPublishedAt = performance.now()
    if (!this.wouldGrow()) return
    // The first page of cards a row per turn: drawn together, a page of cards was one task of 40 to 80 ms.
    const shown = this.snapshot?.length ?? 0
    if (shown < COURSE_GRID_PAGE_SIZE && this.latest.length > shown + FIRST_RENDER_CARD_COUNT) {
      this.set(this.latest.slice(0, shown + FIRST_RENDER_CARD_COUNT))
      this.publishInTurn()
      return
    }
    this.set(this.latest.slice())
  }

  /** A retry brings the same first courses again; the list on screen never shrinks while they come. */
  private wouldGrow(): boolean {
    return this.latest.length > 0 && this.latest.length >= (this.snapshot?.length ?? 0)
  }

  private set(snapshot: readonly Course[] | null): void {
    this.snapshot = snapshot
    for (const listener of this.listeners) listener()
  }

  private cancelPending(): void {
    this.pending = null
  }
}

// One per query client, like the cache it goes with (each test's client starts with none).
const stores = new WeakMap<QueryClient, ArrivingCoursesStore>()

/** The store of the catalogue's arriving courses that goes with `client` (for the catalogue query). */
export function arrivingCoursesOf(client: QueryClient): ArrivingCoursesStore {
  let store = stores.get(client)
  if (!store) {
    store = new ArrivingCoursesStore()
    stores.set(client, store)
  }
  return store
}

/**
 * The courses that arrived while the catalogue is not all here (in the API's order, never empty), or null when
 * none have. Read through the app context, which uses them only while the catalogue has no answer.
 */
export function useArrivingCourses(): readonly Course[] | null {
  const store = arrivingCoursesOf(useQueryClient())
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
