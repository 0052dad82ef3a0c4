package importer

import "example.com/nopart/otherroles"

var uses = otherroles.Registry
