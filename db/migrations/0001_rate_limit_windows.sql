-- The sign-in attempt counter becomes the general fixed-window counter (sign-in starts and
-- collection writes). Counts restart from zero.
ALTER TABLE "sign_in_attempts" RENAME TO "rate_limit_windows";--> statement-breakpoint
ALTER INDEX "sign_in_attempts_pkey" RENAME TO "rate_limit_windows_pkey";--> statement-breakpoint
DELETE FROM "rate_limit_windows";
