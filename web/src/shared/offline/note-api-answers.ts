import { onApiAnswer } from '../data/api-client';
import { rememberFetchedAt } from './fetched-at';
import { noteAnswer } from './kept-copies';

/**
 * From the app's start, every API answer is noted: when the server made it (the 'Data from …' line
 * offline) and whether the worker answered from what it kept. Called once, by main.tsx.
 */
export function noteApiAnswers() {
  onApiAnswer((data, res) => {
    rememberFetchedAt(data, res.headers.get('date'));
    noteAnswer(res);
  });
}
