/**
 * Triad Finder (spec part 2 §4, §9; DESIGN §5.19): the board and its rules (triad-finder-board.ts) and the game
 * as a pure reducer (triad-finder-game.ts).
 */
export * from './triad-finder-board.ts';
export * from './triad-finder-game.ts';
