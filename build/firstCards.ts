/*
 * The tokens of the course card templates in index.html (build/firstScreens.tsx makes the templates,
 * build/firstScreenPlugin.ts the script that fills them). No imports: the Vite config loads this.
 */

/** A card's text fields, each `__card_{field}__` in a template; the stars' fills are `__card_star{0-4}__`. */
export const CARD_FIELDS = ['href', 'thumbnail', 'title', 'educator', 'rating', 'ratingCount', 'price'] as const

export const cardToken = (name: string) => `__card_${name}__`
