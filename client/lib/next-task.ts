/** Ends the current task: what follows runs in a new one, and the browser may handle a tap in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
