/** This feature's user-visible messages: `messages.games` of the package's one `messages` object (src/index.ts). */
export const messages = {
  games: {
    /** Spec part 2 §8. */
    incorrect: 'Incorrect. Try again!',
    fillAllSlots: 'Please fill all the slots!',
    correct: (bonus: number) => `Correct! +1000 points (Speed Bonus: +${bonus})`,
    allQuestionsDone: "Congratulations! You've completed all questions!",
    finalScore: (score: number) => `Game Complete! Final Score: ${score}`,
    findTriads: (triad: string) => `Find 5 ${triad} Triads`,
    notInLine: 'Those three notes are not in a straight line. Pick three neighbours in a row, column or diagonal.',
    wrongNotes: (triad: string) => `Those notes do not make ${triad}. Try again!`,
    gameInvalid: 'Game must be one of: intervalOrganizer, triadFinder',
    runNotFound: 'Game not found',
    runFinished: 'This game has already been finished.',
    scoreInvalid: 'Score must be a whole number',
    scoreImpossible: 'That score is not possible in this game.',
    tooFast: 'That game was finished too quickly to count.',
    scoreTooHighForTime: (max: number) =>
      `That score is not possible in the time this game took: it could score at most ${max}.`,
    noHighScore: 'No high score yet',
  },
} as const;
