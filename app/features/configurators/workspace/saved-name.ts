/** The saved entries' calculator name (published: stored in saved entries; its declaration names it), shared by the page and the server. */
export const WORKSPACE_NAME = "workspace-configurator";
