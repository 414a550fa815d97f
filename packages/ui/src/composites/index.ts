// Composites carrying the spec's rules: one export line per component, added as they are built.
export {};
