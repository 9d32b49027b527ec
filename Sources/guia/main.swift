import GuiaApp

// Only main exits: everything else returns values.
Guia.main(arguments: Array(CommandLine.arguments.dropFirst()))
