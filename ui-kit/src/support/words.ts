/** The words of the button and its dialog's title, everywhere help is offered. */
export const GET_HELP_NOW = 'Get help now';
/** What the dialog says above the list. */
export const HELP_INTRO = "You don't have to face this alone. Here are people you can reach out to.";
