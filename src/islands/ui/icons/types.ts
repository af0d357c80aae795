export interface IconDef {
  /** path data, one or more subpaths */
  d: string;
  /** stroke width in viewBox units; 2 unless set */
  strokeWidth?: string;
  /** '0 0 24 24' unless set */
  viewBox?: string;
}
