/** Cell styles shared by every educator table, so the three tables line up alike. */
export const headerCellClass = 'px-4 py-3 font-semibold text-slate-700 whitespace-nowrap'
export const bodyCellClass = 'px-4 py-3 text-slate-700'
