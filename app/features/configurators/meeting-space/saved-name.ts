/** The saved entries' calculator name (also the registry's tool id), shared by the page and the server. */
export const MEETING_SPACE_NAME = "meeting-space-configurator";
