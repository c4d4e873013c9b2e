import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A `<Trade>` of a Flex statement: its attributes as written, and the line it is on. */
export type FlexTrade = { line: number; attributes: Readonly<Record<string, string>> };

// Values stay the text IBKR wrote (no number conversion: `0.33125725` must not become a float); no entity
// expansion beyond XML's own, so a hostile file cannot grow in memory.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => name === 'FlexStatement' || name === 'Trade',
});

/** True when the text starts as a Flex query answer (after an optional XML declaration). */
export function isFlexQuery(text: string): boolean {
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?<FlexQueryResponse[\s>]/.test(text.slice(0, 2000));
}

/** The `<Trade>` elements of every statement, in file order; null when the XML is damaged or holds no statement. */
export function flexTrades(text: string): FlexTrade[] | null {
  if (XMLValidator.validate(text) !== true) return null;
  const document: unknown = parser.parse(text);
  const statements = childOf(
    childOf(childOf(document, 'FlexQueryResponse'), 'FlexStatements'),
    'FlexStatement',
  );
  if (!Array.isArray(statements)) return null;
  const lines = tradeLines(text);
  const trades: FlexTrade[] = [];
  for (const statement of statements) {
    const elements = childOf(childOf(statement, 'Trades'), 'Trade');
    for (const element of Array.isArray(elements) ? elements : []) {
      trades.push({ line: lines[trades.length] ?? 0, attributes: attributesOf(element) });
    }
  }
  return trades;
}

function childOf(node: unknown, name: string): unknown {
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
}

function attributesOf(element: unknown): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (typeof element !== 'object' || element === null) return attributes;
  for (const [name, value] of Object.entries(element))
    if (typeof value === 'string') attributes[name] = value;
  return attributes;
}

/** The 1-based line of each `<Trade` tag, in document order (the parser gives no positions). */
function tradeLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const match of text.matchAll(/<Trade[\s/>]/g)) {
    for (let index = from; index < match.index; index += 1) if (text.charCodeAt(index) === 10) line += 1;
    from = match.index;
    lines.push(line);
  }
  return lines;
}
