/**
 * Triad Finder: the board and its rules (triad-finder-board.ts) and the game
 * as a pure reducer (triad-finder-game.ts).
 */
export * from './triad-finder-board.ts';
export * from './triad-finder-game.ts';
