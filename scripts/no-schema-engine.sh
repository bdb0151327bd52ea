#!/bin/sh
echo "no native schema engine here (offline): use npm run db:migrate" >&2
exit 1
