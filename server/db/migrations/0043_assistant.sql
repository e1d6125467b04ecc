CREATE TABLE "assistant_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"visitor_id" integer,
	"title" varchar(200) NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"shape" varchar(16) NOT NULL,
	"answered" boolean NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vote" varchar(4),
	"reason" varchar(200),
	"visitor_id" integer,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"source_id" integer NOT NULL,
	"section" varchar(16) NOT NULL,
	"ord" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"link" varchar(255) NOT NULL,
	"text" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"closes_on" date,
	"published_on" date NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_visitor_idx" ON "assistant_conversations" USING btree ("visitor_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "assistant_messages_ip_idx" ON "assistant_messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_visitor_idx" ON "assistant_messages" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "assistant_passages_vector_idx" ON "assistant_passages" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "assistant_passages_source_idx" ON "assistant_passages" USING btree ("kind","source_id","ord");