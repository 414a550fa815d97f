/** The words of the bot connection blocks, given by the app in the reader's language. */
export interface CopyTexts {
  /** The copy button's label for a value, named ("Copy the id of Engines"). */
  copyOf: (name: string) => string;
  copied: string;
  copyFailed: string;
}

export interface RoutingPlacesTexts extends CopyTexts {
  /** The list's name, for screen readers. */
  label: string;
  branchId: string;
  sectionId: string;
  /** Beside the default section. */
  defaultSection: string;
  /** A branch with no section yet. */
  noSections: string;
  /** A company with no branch yet. */
  noBranches: string;
}

export interface CodeSamplesTexts extends CopyTexts {
  /** The tab list's name, for screen readers. */
  label: string;
}
