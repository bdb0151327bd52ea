-- The transcript keeps the words of a bot line before their language (issue 23): the replay renders
-- them in the language of its reader, and the text column keeps them in simplified Chinese.
-- AlterTable
ALTER TABLE "TranscriptLine" ADD COLUMN     "msg" JSONB;
