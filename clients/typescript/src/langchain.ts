/**
 * A LangChain.js retriever over engram's recall: the user's memories most
 * relevant to a query, as Documents (pageContent the memory's content,
 * metadata its id, type, score and provenance).
 */
import { BaseRetriever, type BaseRetrieverInput } from "@langchain/core/retrievers";
import { Document } from "@langchain/core/documents";
import type { Client } from "./index.js";

export interface EngramRetrieverInput extends BaseRetrieverInput {
  client: Client;
  userId: string;
  scope?: string;
  k?: number;
}

export class EngramRetriever extends BaseRetriever {
  lc_namespace = ["engram", "retrievers"];
  private readonly client: Client;
  private readonly userId: string;
  private readonly scope?: string;
  private readonly k?: number;

  constructor(f: EngramRetrieverInput) {
    super(f);
    this.client = f.client;
    this.userId = f.userId;
    this.scope = f.scope;
    this.k = f.k;
  }

  async _getRelevantDocuments(query: string): Promise<Document[]> {
    const r = await this.client.recall({ user_id: this.userId, query, scope: this.scope, k: this.k });
    return r.memories.map((m) => new Document({
      pageContent: m.content ?? "",
      metadata: { id: m.id, type: m.type, score: m.score, scope: m.scope, source_turn_ids: m.source_turn_ids, created_at: m.created_at },
    }));
  }
}
