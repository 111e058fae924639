ALTER TABLE "devices" DROP COLUMN "min_os_major";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "display_source";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "power_source";