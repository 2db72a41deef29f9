// jsdom ships no types of its own (the app's tests get it through Vitest): the one constructor
// the renderer's test uses to read the HTML it wrote.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window;
  }
}
