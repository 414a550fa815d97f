/** The phrase the spec asks a user to type before a delete goes through. */
export const DELETE_PHRASE = 'أنا متأكد ولن أتراجع';

/**
 * True only for the exact phrase: every letter, hamza and space as written. Spaces around it are
 * ignored, because phone keyboards append one after an autocompleted word and that says nothing
 * about the user's intent; anything inside the phrase must match character for character.
 */
export function isDeletePhrase(text: string, phrase: string = DELETE_PHRASE): boolean {
  return text.trim() === phrase;
}
