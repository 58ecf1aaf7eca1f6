// /landing for visitors, rendered at build time: no script at all. Its links are plain anchors;
// following one loads the app.
import { renderForVisitor } from './visitorPage.js';

export const LANDING_PATH = '/landing';

/** The markup of /landing for a visitor and the style tags it needs. */
export const render = (): Promise<{ html: string; styles: string }> => renderForVisitor(LANDING_PATH);
