export { default, loader, meta } from "./being-built";
