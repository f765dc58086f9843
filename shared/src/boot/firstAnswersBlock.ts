// The page's first answers (issue 27): on a logged-in page a remote draws, the server writes the answers its
// first view asks for into the HTML, so the view renders without waiting for them after its scripts.

/** The id of the `<script type="application/json">` block (server/src/views/shellPage.ts writes it). */
export const FIRST_ANSWERS_ID = 'careers-first-answers';

/** The block's content: the answers of GET calls, by path, as the API gave them to this candidate. */
export interface FirstAnswers {
  /** The company (`domain` parameter) the answers were read in. */
  domain: string;
  /** The page's path (location.pathname) they were read for: only that page's first view takes them. */
  pathname: string;
  /** The API's JSON answers, by the path of the GET call (no query: its only parameter is the domain). */
  answers: Record<string, unknown>;
  /**
   * The apply page's select lists (issue 27: a browser without scripts showed them 'Loading'): the answers of the
   * form's option endpoints, by the address the toolkit asks (optionsUrl, its parent's answer filled in). The
   * server draws those selects with them and the remote's first render shows the same. Apart from `answers`: no
   * started call takes them, and they are no list items of the candidate's (serverDrawnItems.ts counts those).
   */
  optionLists?: Record<string, unknown>;
}
