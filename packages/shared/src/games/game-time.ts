/**
 * What a game's time costs its timed bonuses (issue 24): both games pay a bonus per timed part (a question, a round)
 * that falls by one step for each whole second the part ran, down to nothing. The server bounds a finished game's
 * score by the fewest whole seconds any way of sharing the played time between the parts must lose.
 */

/**
 * The fewest whole seconds lost when `parts` timed parts share `playMs` of play, each costing one step per whole
 * second it ran and at most `capSeconds` (after that its bonus is gone and more time costs nothing). A part can run
 * just under a second for free, so the cheapest split runs all parts but one for just under a second and gives the
 * rest to the last: floor(play) − (parts − 1) whole seconds, unless that is past the cap, when that part absorbs any
 * time for the cap alone.
 */
export function fewestBonusSecondsLost(playMs: number, parts: number, capSeconds: number): number {
  const wholeSeconds = Math.floor(Math.max(0, playMs) / 1000);
  return Math.min(capSeconds, Math.max(0, wholeSeconds - (parts - 1)));
}
