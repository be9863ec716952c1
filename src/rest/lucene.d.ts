// The `lucene` package (2.x) ships no types; this is the part of its AST the REST face reads.
declare module 'lucene' {
  export interface TermNode {
    field: string;
    term: string;
    quoted: boolean;
    regex: boolean;
    similarity?: number | null;
    proximity?: number | null;
    boost?: number | null;
    prefix?: string | null;
  }
  export interface RangeNode {
    field: string;
    term_min: string;
    term_max: string;
    inclusive: 'both' | 'left' | 'right' | 'none';
  }
  export interface BinaryNode {
    left: Node;
    operator?: string;
    right?: Node;
    start?: string;
    field?: string;
    parenthesized?: boolean;
  }
  export type Node = TermNode | RangeNode | BinaryNode;
  export function parse(query: string): BinaryNode;
  const lucene: { parse: typeof parse };
  export default lucene;
}
