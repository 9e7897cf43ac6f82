; Inno Setup script for the Windows installer: Start-menu entry, optional desktop icon,
; an uninstaller (Settings > Apps), per-user install without admin rights by default.
;
; Do not run ISCC on it by hand: `python tools\package.py windows` passes the defines below
; (the version from pyproject.toml, the folders) and checks the result.
;
;   AppVersion         X.Y.Z      pyproject.toml's version
;   AppVersionNumeric  X.Y.Z.0    the same as four numbers (the file properties)
;   AppName, AppPublisher, AppCopyright, AppExeName    build/spec/common.py and LICENSE
;   SourceDir          the PyInstaller onedir, dist\jolly-roger
;   RootDir            the repository (LICENSE, the icon)
;   OutputDir          where the installer goes, dist\packages
;   OutputName         its file name without .exe

#ifndef AppVersion
  #error AppVersion is not defined: build the installer with tools\package.py windows
#endif
#ifndef AppVersionNumeric
  #error AppVersionNumeric is not defined: build the installer with tools\package.py windows
#endif
#ifndef AppName
  #error AppName is not defined: build the installer with tools\package.py windows
#endif
#ifndef AppPublisher
  #error AppPublisher is not defined: build the installer with tools\package.py windows
#endif
#ifndef AppCopyright
  #error AppCopyright is not defined: build the installer with tools\package.py windows
#endif
#ifndef AppExeName
  #error AppExeName is not defined: build the installer with tools\package.py windows
#endif
#ifndef SourceDir
  #error SourceDir is not defined: build the installer with tools\package.py windows
#endif
#ifndef RootDir
  #error RootDir is not defined: build the installer with tools\package.py windows
#endif
#ifndef OutputDir
  #error OutputDir is not defined: build the installer with tools\package.py windows
#endif
#ifndef OutputName
  #error OutputName is not defined: build the installer with tools\package.py windows
#endif

[Setup]
; AppId identifies the game to the uninstaller and to upgrades: never change it.
AppId={{6B0F5D0E-3C8A-4F57-9E0B-5A1C2D7E4F19}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright={#AppCopyright}
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductVersion={#AppVersionNumeric}
VersionInfoDescription={#AppName} installer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile={#RootDir}\LICENSE
SetupIconFile={#RootDir}\assets\icon\jolly-roger.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole onedir: jolly-roger.exe and _internal\ (LICENSE, LICENSES.md and the licence
; texts are inside _internal\, see assets\LICENSES.md).
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExeName}"; IconFilename: "{app}\{#AppExeName}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; The player's saves and settings (%LOCALAPPDATA%\Jolly Roger) are not the installer's:
; uninstalling leaves them, as docs/building.md says.
