CREATE TABLE "search_synonym_groups" (
	"position" integer PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonym_groups_two_words" CHECK (cardinality("search_synonym_groups"."words") >= 2)
);
