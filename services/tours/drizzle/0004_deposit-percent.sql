-- Hand-written: drizzle-kit rebuilds the table to add a CHECK, and its copy reads the new column
-- from the old table. SQLite adds a column with its own CHECK in place.
ALTER TABLE `tours` ADD `deposit_percent` integer DEFAULT 0 NOT NULL CHECK (`deposit_percent` BETWEEN 0 AND 100);
