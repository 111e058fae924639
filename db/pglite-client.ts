import { messages, Mutex, parse, PGlite, protocol, types, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/**
 * The types drizzle's PGlite driver reads as the database's text: drizzle-orm/pglite/session.js
 * passes an identity parser for each of these with every query (timestamp, timestamptz,
 * interval, date and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]).
 */
export const drizzleTextTypes: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const textTypeKeys = new Set(drizzleTextTypes.map(String));

const asText = (value: string) => value;

/** The options without drizzle's per-query parsers, when those are all it passes. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((key) => textTypeKeys.has(key))) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * Statements named per instance, at most: the app names a fixed set (app/utils/prepared.server.ts);
 * past this, further ones run unnamed as before.
 */
export const maxNamedStatements = 1000;

/** A statement parsed once under its name: its parameters' types and the rows it returns. */
type NamedStatement = { name: string; parameterTypes: number[]; rowDescription: BackendMessage | undefined };

/** Only the row mode: any other option (blob, serializers, parsers…) takes PGlite's own path. */
const onlyRowMode = (options: QueryOptions | undefined) => !options || Object.keys(options).every((key) => key === "rowMode");

/**
 * The PGlite client drizzle is given; two costs of PGlite's `query` removed:
 * - PGlite copies its ~320 parsers into a new object for every query that brings its own, and
 *   drizzle brings them with every query. Here the instance reads drizzle's types
 *   as text once and for all, and a query that brings only those parsers is sent without them.
 * - PGlite sends every query as six protocol messages, each a trip into the WebAssembly
 *   database (parse, describe, bind, describe, execute, sync), and the database parses, analyses
 *   and plans it each time. A statement the app prepares (`nameStatement`) is parsed here once
 *   under a name (parse, describe, sync), then run as bind, execute and sync in one trip, and
 *   planned as PostgreSQL plans a named statement (a generic plan once it is no dearer): what
 *   drizzle's prepared statements get from node-postgres on PostgreSQL. Other statements run as
 *   PGlite runs them.
 * Only PGlite's public API (docs/decisions/024-pglite-named-statements.md): the protocol runs
 * through `execProtocolStream` inside `runExclusive` (PGlite's query lock), and a transaction
 * holds this client's own lock, which a named statement outside it waits for, as PGlite's own
 * `query` waits for its transaction. The same serializers, parsers and errors (with their query
 * and parameters) as PGlite's `query`.
 */
export class DrizzlePGlite extends PGlite {
  readonly #statements = new Map<string, NamedStatement>();
  /** The texts of the statements to name, as the app gave them. */
  readonly #toName = new Set<string>();
  /** Names are never reused: a forgotten statement keeps its name in the database. */
  #named = 0;
  /** Held for a whole transaction: a named statement from outside it must not run inside it (one connection). */
  readonly #transactionLock = new Mutex();

  /** Ready to query, with drizzle's text types set on the instance. */
  static async open(dataDir?: string): Promise<DrizzlePGlite> {
    const client = dataDir ? new DrizzlePGlite(dataDir) : new DrizzlePGlite();
    // After start-up: PGlite sets its array parsers when it starts, which would replace ours.
    await client.waitReady;
    for (const oid of drizzleTextTypes) client.parsers[oid] = asText;
    return client;
  }

  /** Runs this statement (its exact text) under a name from its next run on; false past the limit. */
  nameStatement(query: string): boolean {
    if (!this.#toName.has(query) && this.#toName.size >= maxNamedStatements) return false;
    this.#toName.add(query);
    return true;
  }

  /** How many statements have been parsed under a name. */
  get namedStatements(): number {
    return this.#statements.size;
  }

  #nameable(query: string, options: QueryOptions | undefined): boolean {
    return this.#toName.has(query) && onlyRowMode(options);
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const given = withoutDrizzleParsers(options);
    if (!this.#nameable(query, given)) return super.query<T>(query, params, given);
    return this.#transactionLock.runExclusive(async () => {
      // As PGlite's own query: refused once closed, else after start-up.
      if (this.closed) throw new Error("PGlite is closed");
      await this.waitReady;
      return this.runExclusive(() => this.#runNamed<T>(query, params ?? [], given, false));
    });
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(() => this.#transaction(callback));
  }

  #transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        const given = withoutDrizzleParsers(options);
        // A closed transaction: PGlite's own query says so.
        if (tx.closed || !this.#nameable(text, given)) return tx.query<R>(text, params, given);
        // Inside the transaction's locks already: only the query's, as PGlite's own does.
        return this.runExclusive(() => this.#runNamed<R>(text, params ?? [], given, true));
      };
      // Layered over PGlite's own: `closed` stays its live getter.
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  }

  async #runNamed<T>(query: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean, retry = true): Promise<Results<T>> {
    const { serialize } = protocol;
    try {
      let statement = this.#statements.get(query);
      if (!statement) {
        const name = `drizzle_${++this.#named}`;
        const described = await this.execProtocolStream(Buffer.concat([serialize.parse({ name, text: query }), serialize.describe({ type: "S", name }), serialize.sync()]), {
          syncToFs: false,
        });
        statement = { name, parameterTypes: parse.parseDescribeStatementResults(described), rowDescription: described.find((message) => message.name === "rowDescription") };
        this.#statements.set(query, statement);
      }
      const { parameterTypes } = statement;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serializer = this.serializers[parameterTypes[index]!];
        return serializer ? serializer(param) : String(param);
      });
      const answer = await this.execProtocolStream(Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]), {
        syncToFs: false,
      });
      if (!inTransaction) await this.syncToFs();
      const results = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...answer] : answer, this.parsers, options);
      return results[0] as Results<T>;
    } catch (error) {
      if (error instanceof messages.DatabaseError) {
        // "cached plan must not change result type": a table changed under the statement (a
        // migration). Parsed anew; run again unless a transaction was broken by the error.
        if (error.code === "0A000" && this.#statements.delete(query) && retry && !inTransaction) {
          return this.#runNamed<T>(query, params, options, inTransaction, false);
        }
        Object.assign(error, { query, params, queryOptions: options });
      }
      throw error;
    }
  }
}
