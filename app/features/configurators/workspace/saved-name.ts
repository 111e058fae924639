/** The saved entries' calculator name (also the registry's tool id), shared by the page and the server. */
export const WORKSPACE_NAME = "workspace-configurator";
