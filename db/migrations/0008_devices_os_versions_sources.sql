ALTER TABLE "devices" ADD COLUMN "os_versions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sources" jsonb DEFAULT '{}'::jsonb NOT NULL;